# The fuzz targets and their sources, shared by the libFuzzer build (clang/) and the
# corpus replayers of the main build (CMakeLists.txt here).
set(JONGTABLE_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})
set(JONGTABLE_FUZZ_TARGETS protocol_decoder engine_intents)
set(JONGTABLE_FUZZ_protocol_decoder_SOURCES protocol_decoder_fuzz.cpp)
set(JONGTABLE_FUZZ_engine_intents_SOURCES engine_intents_fuzz.cpp intent_script.cpp
                                          engine_invariants.cpp)

# An executable running fuzz target `target`, plus any extra sources (a main).
function(jongtable_fuzz_executable name target)
  list(TRANSFORM JONGTABLE_FUZZ_${target}_SOURCES PREPEND ${JONGTABLE_FUZZ_DIR}/
       OUTPUT_VARIABLE sources)
  add_executable(${name} ${sources} ${ARGN})
  target_include_directories(${name} PRIVATE ${JONGTABLE_FUZZ_DIR})
  target_link_libraries(${name} PRIVATE jongtable::protocol jongtable::warnings)
endfunction()
