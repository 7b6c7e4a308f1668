# Read by cpack once per generator (CPACK_PROJECT_CONFIG_FILE, cmake/packaging.cmake). The
# binaries link Debian's libraries by Debian's names and the Python module sits in Debian's
# dist-packages, so only a Debian package describes them truthfully; other systems build from
# source (README.md, Other systems).
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  message(FATAL_ERROR "DiskLab offers only the Debian package (cpack -G DEB); on Fedora and "
                      "other systems build from source as README.md, Other systems, says.")
endif()
