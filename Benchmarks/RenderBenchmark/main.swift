print("render benchmark")
