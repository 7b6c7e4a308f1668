# Manual pages for disklab and disklab-cli, written by help2man from the programs' own --help at
# build time, so they never disagree with the programs; installed gzipped into share/man/man1.
# Without help2man (Debian: help2man, scripts/install-dependencies.sh) there are none.
# Instrumented builds make no package; their programs, run at build time, could stop on a
# sanitizer's report instead of printing their help.
if(DISKLAB_SANITIZED)
  return()
endif()
find_program(HELP2MAN help2man)
find_program(GZIP gzip)
if(NOT HELP2MAN OR NOT GZIP)
  message(WARNING "help2man or gzip is missing: no manual pages (Debian: help2man)")
  return()
endif()
include(GNUInstallDirs)

# The page's date is the release's (reproducible), not the build's.
execute_process(COMMAND date -u -d "${DISKLAB_RELEASE_DATE}" +%s
                OUTPUT_VARIABLE disklab_release_epoch OUTPUT_STRIP_TRAILING_WHITESPACE)

# English whatever the building user's locale or saved View ▸ Language (an empty home), no
# display needed, and the program found on the PATH so that the synopsis says "disklab", not
# the build folder's path.
function(disklab_manual_page target summary)
  set(page ${CMAKE_CURRENT_BINARY_DIR}/man/${target}.1)
  set(home ${CMAKE_CURRENT_BINARY_DIR}/man/home)
  add_custom_command(OUTPUT ${page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${home}
    COMMAND ${CMAKE_COMMAND} -E env --unset=LANGUAGE --unset=LC_MESSAGES
            HOME=${home} XDG_CONFIG_HOME=${home} LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
            PATH=$<TARGET_FILE_DIR:${target}>:$ENV{PATH} SOURCE_DATE_EPOCH=${disklab_release_epoch}
            ${HELP2MAN} --no-info --no-discard-stderr --section=1 --name=${summary}
                        --version-string=${PROJECT_VERSION}
                        --include=${PROJECT_SOURCE_DIR}/packaging/man/${target}.h2m
                        --output=${page} ${target}
    COMMAND ${GZIP} -9nf ${page}
    DEPENDS ${target} ${PROJECT_SOURCE_DIR}/packaging/man/${target}.h2m
    COMMENT "Writing the manual page of ${target} from its --help"
    VERBATIM)
  add_custom_target(${target}_manual_page ALL DEPENDS ${page}.gz)
  install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

disklab_manual_page(disklab-cli "run, compare and benchmark hard-disk scenarios without a display")
if(TARGET disklab)
  disklab_manual_page(disklab "hard-disk dynamics workbench")
endif()
