import ArgumentParser
import ReplayVerification

/// `--golden-format png|apng`: its values listed in `--help` and checked by the parser.
extension GoldenFormat: ExpressibleByArgument {}
