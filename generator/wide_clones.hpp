#pragma once
// Hot loops marked LOOPLAB_WIDE_CLONES (on their definition) are compiled twice on
// x86-64, for AVX2 + POPCNT machines and for any, and the loader picks one (GCC
// function multi-versioning): a portable binary that still uses the popcount
// instruction and wide vectors where the machine has them.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define LOOPLAB_WIDE_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define LOOPLAB_WIDE_CLONES
#endif
