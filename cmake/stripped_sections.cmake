# A stripped install (CPack strips) also drops the compilers' .comment and .note sections, as
# Debian's own packages do (dh_strip): nothing reads them at run time. Installed last (this file
# is included after every folder), so the programs and the Python module are in place.
include(GNUInstallDirs)
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    file(GLOB disklab_binaries
      \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/disklab*\"
      \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/lib/python3/dist-packages/disklab*.so\")
    foreach(binary IN LISTS disklab_binaries)
      execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment --remove-section=.note
                              \"\${binary}\" COMMAND_ERROR_IS_FATAL ANY)
    endforeach()
  endif()")
