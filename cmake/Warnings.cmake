# Our own code builds with zero warnings under -Wall -Wextra.
function(looplab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wnon-virtual-dtor
                         $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>)
endfunction()
