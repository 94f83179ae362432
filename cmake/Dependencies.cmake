# All dependencies are Debian packages; scripts/install-deps.sh installs them.
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED COMPONENTS graph regex)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(spdlog REQUIRED)
find_package(CLI11 REQUIRED)
# OpenSSL's libcrypto (Debian libssl-dev, which cpp-httplib's package needs too) for the
# SHA-1 of the Loopy number stream (core/loopy_random.hpp).
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
if(LOOPLAB_TESTS)
  find_package(Catch2 2.13 QUIET)
  if(NOT Catch2_FOUND)
    message(STATUS "Catch2 not found: tests are not built (scripts/install-deps.sh --test installs it)")
    set(LOOPLAB_TESTS OFF)
  endif()
endif()
if(LOOPLAB_BENCH)
  find_package(benchmark REQUIRED)
endif()
# Debian builds cpp-httplib as a shared library with TLS and compression switched on;
# pkg-config hands us the matching defines, so our view of its classes is the same.
find_package(PkgConfig REQUIRED)
pkg_check_modules(HTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)
set(LOOPLAB_HTTP_LIBS PkgConfig::HTTPLIB)
# CaDiCaL (Debian libcadical-dev: a header and a static library, no CMake or pkg-config
# file): the incremental SAT solver behind the hard uniqueness proofs of loop puzzles.
find_path(CADICAL_INCLUDE_DIR cadical.hpp REQUIRED)
find_library(CADICAL_LIBRARY cadical REQUIRED)
add_library(looplab_cadical INTERFACE)
target_include_directories(looplab_cadical SYSTEM INTERFACE ${CADICAL_INCLUDE_DIR})
target_link_libraries(looplab_cadical INTERFACE ${CADICAL_LIBRARY})
# MPI (Open MPI's C API) for looplab-mpi, the executable mpirun and srun start for split
# runs (docs/SCALING.md). LOOPLAB_MPI: AUTO (built whenever MPI is found), ON or OFF.
# The plain build needs none of it. MPI_CXX_SKIP_MPICXX: the C API only, not the
# deprecated C++ bindings.
set(LOOPLAB_MPI AUTO CACHE STRING "Build looplab-mpi, which splits long runs over MPI ranks: AUTO, ON or OFF")
set(LOOPLAB_WITH_MPI OFF)
if(NOT LOOPLAB_MPI STREQUAL "OFF")
  set(MPI_CXX_SKIP_MPICXX ON)
  find_package(MPI COMPONENTS CXX QUIET)
  if(MPI_CXX_FOUND)
    set(LOOPLAB_WITH_MPI ON)
  elseif(LOOPLAB_MPI STREQUAL "ON")
    message(FATAL_ERROR "LOOPLAB_MPI=ON needs MPI (scripts/install-deps.sh --test installs libopenmpi-dev)")
  else()
    message(STATUS "MPI not found: looplab-mpi is not built (scripts/install-deps.sh --test installs it)")
  endif()
endif()
