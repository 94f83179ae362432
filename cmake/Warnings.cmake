# Our own code builds with zero warnings under -Wall -Wextra.
function(looplab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wshadow=local -Wnon-virtual-dtor)
endfunction()
