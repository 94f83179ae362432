# Our own code builds with zero warnings under -Wall -Wextra.
# GCC 12's -Wrestrict fires inside libstdc++'s std::string when Boost.Multiprecision's
# cpp_int is printed (GCC bug 105329, a false positive in the library, not in our code),
# so it is off for GCC 12 alone.
function(looplab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wnon-virtual-dtor
                         $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>
                         $<$<AND:$<CXX_COMPILER_ID:GNU>,$<VERSION_GREATER_EQUAL:$<CXX_COMPILER_VERSION>,12>,$<VERSION_LESS:$<CXX_COMPILER_VERSION>,13>>:-Wno-restrict>)
endfunction()
