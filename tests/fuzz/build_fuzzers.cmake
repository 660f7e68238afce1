# cmake -DCLANGXX=... -DSOURCE_DIR=... -DBINARY_DIR=... [-DGENERATOR=Ninja] [-DJOBS=2]
#       -P build_fuzzers.cmake
# Configures and builds the clang project in clang/ into BINARY_DIR. Run as a CTest
# test so that `ctest` alone builds the fuzzers on a clean clone.
foreach(var CLANGXX SOURCE_DIR BINARY_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "build_fuzzers.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT GENERATOR)
  set(GENERATOR Ninja)
endif()
if(NOT JOBS)
  set(JOBS 2)
endif()
if(NOT EXISTS ${CLANGXX})
  message(FATAL_ERROR "clang++ not found: scripts/setup.sh --tests installs clang")
endif()

execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BINARY_DIR} -G ${GENERATOR}
          -DCMAKE_CXX_COMPILER=${CLANGXX} -DCMAKE_BUILD_TYPE=
  RESULT_VARIABLE configured)
if(NOT configured EQUAL 0)
  message(FATAL_ERROR "configuring the libFuzzer build failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY_DIR} --parallel ${JOBS} RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "building the libFuzzer targets failed")
endif()
