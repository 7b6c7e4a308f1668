# What Debian wants in /usr/share/doc/<package>: a DEP-5 copyright file naming the licence
# (the full text is Debian's /usr/share/common-licenses/GPL-3) and, for a package that is its
# own upstream (no Debian revision in the version), changelog.gz, compressed with gzip -9n so
# that the same sources give the same bytes.
include(GNUInstallDirs)
find_program(GZIP gzip REQUIRED)
set(disklab_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/disklab)

execute_process(COMMAND date -u -R -d "${DISKLAB_RELEASE_DATE}"
                OUTPUT_VARIABLE disklab_changelog_date OUTPUT_STRIP_TRAILING_WHITESPACE)
configure_file(${PROJECT_SOURCE_DIR}/packaging/debian/changelog.in ${PROJECT_BINARY_DIR}/debian/changelog @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/packaging/debian/copyright.in ${PROJECT_BINARY_DIR}/debian/copyright @ONLY)
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/debian/changelog.gz
  COMMAND ${GZIP} -9nkf ${PROJECT_BINARY_DIR}/debian/changelog
  DEPENDS ${PROJECT_BINARY_DIR}/debian/changelog
  COMMENT "Compressing the Debian changelog")
add_custom_target(disklab_debian_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/debian/changelog.gz)
install(FILES ${PROJECT_BINARY_DIR}/debian/changelog.gz ${PROJECT_BINARY_DIR}/debian/copyright
        DESTINATION ${disklab_doc_dir})
