# Installs DiskLab into a temporary prefix outside the build tree, moves the installation
# elsewhere, and runs the moved programs on an installed example: they must find their data
# relative to their own prefix, never in the build or source tree, need no display for
# --version, and write nothing into the installation.
# Arguments: -DBUILD_DIR= -DAPP_ID= -DVERSION=
cmake_minimum_required(VERSION 3.25)

if(DEFINED ENV{TMPDIR})
  set(scratch_parent "$ENV{TMPDIR}")
else()
  set(scratch_parent /tmp)
endif()
string(RANDOM LENGTH 10 suffix)
set(scratch "${scratch_parent}/disklab-install-test-${suffix}")
set(staged "${scratch}/staged")
set(prefix "${scratch}/moved/usr")
file(MAKE_DIRECTORY "${scratch}/moved" "${scratch}/home")

function(fail text)
  file(REMOVE_RECURSE "${scratch}")
  message(FATAL_ERROR "${text}")
endfunction()

# Runs a command (the environment has no display and a home of its own, so the user's
# settings are untouched); fails unless it exits with `expected_exit`; sets `output`.
function(run_installed expected_exit)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
                          HOME=${scratch}/home XDG_CONFIG_HOME=${scratch}/home/.config ${ARGN}
                  RESULT_VARIABLE exit OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  if(NOT exit STREQUAL expected_exit)
    fail("'${ARGN}' exited with ${exit}, expected ${expected_exit}:\n${out}\n${err}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

function(expect_match regex text what)
  if(NOT text MATCHES "${regex}")
    fail("${what}: expected '${regex}' in:\n${text}")
  endif()
endfunction()

execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${staged}"
                RESULT_VARIABLE exit OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT exit EQUAL 0)
  fail("cmake --install failed (is everything built?):\n${out}\n${err}")
endif()
file(RENAME "${staged}" "${prefix}")

foreach(installed IN ITEMS bin/disklab bin/disklab-cli share/applications/${APP_ID}.desktop
        share/metainfo/${APP_ID}.metainfo.xml share/icons/hicolor/scalable/apps/disklab.svg
        share/icons/hicolor/48x48/apps/disklab.png share/icons/hicolor/256x256/apps/disklab.png
        share/disklab/docs/user-guide.md share/disklab/scenarios/ideal-gas.json)
  if(NOT EXISTS "${prefix}/${installed}")
    fail("not installed: ${installed}")
  endif()
endforeach()
file(GLOB_RECURSE files_before LIST_DIRECTORIES true "${prefix}/*")

run_installed(0 "${prefix}/bin/disklab-cli" --version)
expect_match("^disklab-cli ${VERSION}\n" "${output}" "disklab-cli --version")
run_installed(0 "${prefix}/bin/disklab-cli" run "${prefix}/share/disklab/scenarios/ideal-gas.json" --until 1 --json)
expect_match("\"collisions\": *[1-9]" "${output}" "disklab-cli run on an installed example")
if(PYTHON)
  string(REPLACE "|" ";" python_environment "${PYTHON_ENV}")
  run_installed(0 ${CMAKE_COMMAND} -E env PYTHONPATH=${prefix}/lib/python3/dist-packages ${python_environment}
                ${PYTHON} -c "import disklab\nprint(disklab.__file__, disklab.run(disklab.load('${prefix}/share/disklab/scenarios/ideal-gas.json'), until=1)['collisions'])")
  expect_match("^${prefix}/lib/python3/dist-packages/disklab[^ ]*\\.so [1-9]" "${output}" "the installed Python module")
endif()

# The X11 platform with no display: only an answer that needs no window system can succeed.
run_installed(0 ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=xcb "${prefix}/bin/disklab" --version)
expect_match("^DiskLab ${VERSION}\n" "${output}" "disklab --version without a display")
run_installed(0 ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=xcb "${prefix}/bin/disklab" --help)
expect_match("--list-examples" "${output}" "disklab --help without a display")

# The examples the app offers are the installed ones, all of them.
run_installed(0 ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=xcb "${prefix}/bin/disklab" --list-examples)
file(GLOB shipped "${prefix}/share/disklab/scenarios/*.json" "${prefix}/share/disklab/scenarios/*.txt")
list(LENGTH shipped shipped_count)
string(REGEX MATCHALL "\t${prefix}/share/disklab/scenarios/[^\n]+\n" listed "${output}")
list(LENGTH listed listed_count)
if(NOT listed_count EQUAL shipped_count OR shipped_count EQUAL 0)
  fail("disklab --list-examples lists ${listed_count} installed examples of ${shipped_count}:\n${output}")
endif()

run_installed(0 ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "${prefix}/bin/disklab"
              "${prefix}/share/disklab/scenarios/ideal-gas.json" --screenshot "${scratch}/window.png" --after-ms 800)
expect_match("^screenshot " "${output}" "disklab offscreen on an installed example")
file(SIZE "${scratch}/window.png" png_bytes)
if(png_bytes LESS 10000)
  fail("the installed app's screenshot is only ${png_bytes} bytes")
endif()

file(GLOB_RECURSE files_after LIST_DIRECTORIES true "${prefix}/*")
if(NOT files_before STREQUAL files_after)
  fail("running the programs changed the installation (settings belong in the user's profile)")
endif()

# Without its installed examples the app has none: it does not reach back into the source tree.
file(REMOVE_RECURSE "${prefix}/share/disklab/scenarios")
run_installed(1 ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=xcb "${prefix}/bin/disklab" --list-examples)

file(REMOVE_RECURSE "${scratch}")
message(STATUS "installed, moved and ran disklab and disklab-cli from ${prefix}")
