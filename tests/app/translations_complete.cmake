# Fails when the Chinese or Japanese translation is not complete:
#  - a .ts entry is unfinished (untranslated, or marked for review);
#  - the .ts files are out of date with the sources: lupdate, run exactly as the
#    update_translations target runs it but into copies in WORK_DIR, changes them (a source
#    string is missing, or an entry is left over from a string that is gone);
#  - a shipped scenario lacks its title or description in a language DiskLab has a .ts for.
# Arguments (-D): LUPDATE, GENERATE_PROJECT (Qt's GenerateLUpdateProject.cmake), PROJECT_IN
# (the lupdate project qt_add_translations wrote for disklab_report, whose translations the app and the CLI link), TS_DIR (disklab_<lang>.ts),
# SCENARIO_DIR, WORK_DIR.
set(problems "")
file(GLOB TS_FILES "${TS_DIR}/disklab_*.ts")
set(LANGUAGES "")
foreach(ts IN LISTS TS_FILES)
  string(REGEX REPLACE ".*/disklab_(.*)\\.ts$" "\\1" language "${ts}")
  list(APPEND LANGUAGES "${language}")
endforeach()
if(NOT LANGUAGES)
  message(FATAL_ERROR "no disklab_*.ts files in ${TS_DIR}")
endif()

# The sources of a .ts file's entries marked unfinished, one quoted line each, readable
# (CMake lists split at ";", which "&amp;" and many texts contain: hidden while matching).
function(unfinished_sources text out)
  string(REPLACE ";" "@semicolon@" text "${text}")
  string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\"" hits "${text}")
  set(sources "")
  foreach(hit IN LISTS hits)
    string(REGEX REPLACE "^<source>([^<]*)</source>.*" "\\1" source "${hit}")
    string(REPLACE "@semicolon@" ";" source "${source}")
    string(REPLACE "&amp;" "&" source "${source}")
    string(APPEND sources "  \"${source}\"\n")
  endforeach()
  set(${out} "${sources}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
if(NOT EXISTS "${PROJECT_IN}")
  message(FATAL_ERROR "no lupdate project at ${PROJECT_IN}: configure the build with CMake first")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK_DIR}/project.json
                        -P "${GENERATE_PROJECT}" RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "could not write the lupdate project from ${PROJECT_IN}")
endif()

set(copies "")
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name "${ts}" NAME)
  file(COPY_FILE "${ts}" "${WORK_DIR}/${name}")
  list(APPEND copies "${WORK_DIR}/${name}")
  file(READ "${ts}" committed)
  unfinished_sources("${committed}" untranslated)
  if(untranslated)
    string(APPEND problems "${name}: unfinished entries:\n${untranslated}")
  endif()
endforeach()

# The options of update_translations (src/app/CMakeLists.txt).
execute_process(COMMAND "${LUPDATE}" -project "${WORK_DIR}/project.json" -no-obsolete -locations none
                        -tr-function-alias QT_TRANSLATE_NOOP+=DISKLAB_TR_NOOP -ts ${copies}
                RESULT_VARIABLE failed OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(failed)
  message(FATAL_ERROR "lupdate failed:\n${output}")
endif()
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name "${ts}" NAME)
  file(READ "${ts}" committed)
  file(READ "${WORK_DIR}/${name}" updated)
  if(NOT committed STREQUAL updated)
    # lupdate adds a missing string unfinished; one already unfinished is reported above.
    unfinished_sources("${updated}" after)
    unfinished_sources("${committed}" before)
    set(added "${after}")
    if(before)
      string(REPLACE "${before}" "" added "${after}")
    endif()
    string(APPEND problems "${name} is out of date with the sources (run the update_translations target, then "
                           "translate); strings it lacks, if any (else it holds strings no longer in the sources):\n${added}")
  endif()
endforeach()

file(GLOB scenarios "${SCENARIO_DIR}/*.json")
list(LENGTH scenarios scenario_count)
if(scenario_count EQUAL 0)
  message(FATAL_ERROR "no scenarios found in ${SCENARIO_DIR}")
endif()
foreach(scenario IN LISTS scenarios)
  get_filename_component(name "${scenario}" NAME)
  file(READ "${scenario}" json)
  foreach(language IN LISTS LANGUAGES)
    foreach(field title description)
      string(JSON text ERROR_VARIABLE missing GET "${json}" translations ${language} ${field})
      if(missing OR text STREQUAL "")
        string(APPEND problems "scenarios/${name}: translations.${language}.${field} is missing or empty\n")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "${problems}")
endif()
message(STATUS "${TS_FILES}: complete and up to date; ${scenario_count} scenarios translated into ${LANGUAGES}")
