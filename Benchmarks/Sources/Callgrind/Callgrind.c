// Callgrind's client requests, for `flows-bench --instructions`: a few special no-op
// instructions that valgrind recognises and a normal run executes as no-ops.
#include "Callgrind.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define FLOWS_BENCH_HAS_CALLGRIND 1
#endif
#endif

#ifdef FLOWS_BENCH_HAS_CALLGRIND
int flows_bench_callgrind_built(void) { return 1; }
int flows_bench_on_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
void flows_bench_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
void flows_bench_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
#else
int flows_bench_callgrind_built(void) { return 0; }
int flows_bench_on_valgrind(void) { return 0; }
void flows_bench_toggle_collect(void) {}
void flows_bench_dump(const char *label) { (void)label; }
#endif
