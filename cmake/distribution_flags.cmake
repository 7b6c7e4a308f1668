# What a distribution asks of the compiled programs, for every build that is not instrumented:
# the hardening flags Debian's own packages are built with, and no path of the building machine
# in the objects (reproducible builds; the .deb's binaries name no /home/... folder).

# The source and build folders become relative names in __FILE__, debug information and
# assertions. The build folder is mapped last so that a build inside the source tree (build/)
# becomes "build/..." rather than "./build/...": GCC uses the last matching map.
add_compile_options(-ffile-prefix-map=${PROJECT_SOURCE_DIR}/=
                    -ffile-prefix-map=${PROJECT_BINARY_DIR}/=build/)

option(DISKLAB_HARDENING "Compile and link with the hardening flags of dpkg-buildflags" ON)
find_program(DPKG_BUILDFLAGS dpkg-buildflags)
if(NOT DISKLAB_HARDENING OR DISKLAB_SANITIZED OR NOT DPKG_BUILDFLAGS)
  return()
endif()

# Debian's choice of flags (on Debian 12: stack protector, format checks, fortified libc calls,
# read-only relocations bound at start; later releases add more), asked of the tool that builds
# Debian's packages rather than copied, so they follow the release building DiskLab. Only the
# hardening is taken: optimisation and debug information stay the build type's, and the file
# prefix map is the one above, which knows the build folder.
function(disklab_hardening_flags kind out)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env DEB_BUILD_MAINT_OPTIONS=hardening=+all
                          ${DPKG_BUILDFLAGS} --get ${kind}
                  OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
  separate_arguments(flags UNIX_COMMAND "${flags}")
  list(FILTER flags EXCLUDE REGEX "^(-g.*|-O.*|-ffile-prefix-map=.*)$")
  set(${out} ${flags} PARENT_SCOPE)
endfunction()

disklab_hardening_flags(CPPFLAGS hardening_cppflags)
disklab_hardening_flags(CXXFLAGS hardening_cxxflags)
disklab_hardening_flags(LDFLAGS hardening_ldflags)
# _FORTIFY_SOURCE needs optimisation: a Debug build would warn on every file.
foreach(flag IN LISTS hardening_cppflags)
  add_compile_options($<$<NOT:$<CONFIG:Debug>>:${flag}>)
endforeach()
add_compile_options(${hardening_cxxflags})
add_link_options(${hardening_ldflags})
