# The Debian package: `cpack -G DEB` in the build folder makes disklab_<version>_<arch>.deb of
# what `cmake --install` puts in place, under /usr (README.md, Installing with a Debian package).
# It passes `lintian --pedantic` with no error or warning (README.md says which notes remain).

set(CPACK_PACKAGE_NAME disklab)
set(CPACK_PACKAGE_VENDOR "The DiskLab authors")
set(CPACK_PACKAGE_CONTACT "${DISKLAB_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${DISKLAB_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "hard-disk dynamics workbench for teaching and research")
# Debian wraps nothing: lines of the long description stay under 80 characters.
set(CPACK_PACKAGE_DESCRIPTION "DiskLab simulates ideal gases, billiards, diffusion, Brownian motion
and pistons as hard disks, with an exact event-driven engine and a time-driven
stepper side by side, so students see why a fixed time step tunnels, overlaps
and drifts. It shows speed distributions, pressure and time series, edits and
generates scenarios, and exports charts and data. disklab-cli runs, compares
and benchmarks scenarios without a display.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_GENERATOR DEB)
# Only the Debian package is offered: an RPM made here would carry Debian's library names and
# Python folder. cpack reads this file for each generator and refuses the others.
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/cpack_generators.cmake)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${DISKLAB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${DISKLAB_HOMEPAGE_URL}")
# The libraries the programs link (Qt 6, QCustomPlot, the C++ runtime) as dpkg-shlibdeps finds
# them, with the versions this build needs. That covers Qt's X11 platform plugin and its SVG
# icon plugins too: Debian ships them in libqt6gui6 and libqt6svg6.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not linked, but wanted: Wayland sessions; Qt's own buttons and dialogs in Chinese and
# Japanese; fonts that have Chinese and Japanese characters.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n, fonts-noto-cjk")
# The Python module in lib/python3/dist-packages loads only in the Python it was built for and
# hands its arrays to NumPy. Recommended rather than required: the programs run without Python,
# and apt installs recommendations unless told not to.
if(DEFINED DISKLAB_PYTHON_MINOR)
  math(EXPR disklab_next_python_minor "${DISKLAB_PYTHON_MINOR} + 1")
  string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS
    ", python3 (>= ${DISKLAB_PYTHON_MAJOR}.${DISKLAB_PYTHON_MINOR}~)"
    ", python3 (<< ${DISKLAB_PYTHON_MAJOR}.${disklab_next_python_minor}), python3-numpy")
endif()

include(${CMAKE_CURRENT_LIST_DIR}/debian_documents.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/stripped_sections.cmake)
include(CPack)
