#ifndef FLOWS_BENCH_CALLGRIND_H
#define FLOWS_BENCH_CALLGRIND_H

/// Whether the bench was built with valgrind's client requests (`valgrind/callgrind.h` was
/// found): 1 if so, else 0 and the functions below do nothing.
int flows_bench_callgrind_built(void);

/// 1 when the process runs under valgrind, else 0.
int flows_bench_on_valgrind(void);

/// Turns callgrind's collection on if it was off, off if it was on.
void flows_bench_toggle_collect(void);

/// Writes what callgrind collected since the last dump to a file of its own, `label` in its
/// `desc: Trigger:` line, and starts counting from zero.
void flows_bench_dump(const char *label);

#endif
