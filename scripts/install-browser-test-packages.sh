#!/usr/bin/env bash
# Installs what the browser tests (Tests/Browser/report_player_test.py, verify_report_test.py
# and apng_decoders_test.py) drive: Debian's chromium and chromium-driver, and Selenium, Pillow
# and axe-selenium-python (which ships axe-core's axe.min.js) from PyPI, each only when it is
# missing.
# Runs apt-get update once, only when a Debian package has to be installed.
set -euo pipefail

packages=(chromium chromium-driver)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing system packages (${missing[*]}) and no apt-get to install them" >&2
    exit 1
  fi
  echo "Installing system packages: ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi
# Selenium drives the browser; Pillow (module PIL) is one of the APNG test's decoders;
# axe-selenium-python carries axe-core, the accessibility engine both pages are checked with.
for module_and_package in "selenium selenium" "PIL pillow" \
  "axe_selenium_python axe-selenium-python"; do
  read -r module package <<<"$module_and_package"
  if python3 -c "import $module" 2>/dev/null; then continue; fi
  if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "Installing system packages: python3-pip" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      python3-pip >/dev/null
  fi
  echo "Installing $package from PyPI" >&2
  # Debian marks its own Python as externally managed; a user's Python (pyenv, venv) is not.
  python3 -m pip install --quiet "$package" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "$package"
done
