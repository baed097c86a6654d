#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, memalign,
/// posix_memalign, aligned_alloc) made by any thread.
void allocation_counter_start(void);

/// Stops counting and returns how many allocations were made since the start.
uint64_t allocation_counter_stop(void);

/// Takes a value the benchmark computed. The function lives in another
/// compilation unit, and the package is built without cross-module
/// optimisation of C code, so the Swift optimiser cannot see that the value
/// is unused: the work that produced it must be done.
void benchmark_sink(double value);

/// Returns its argument through the same opaque boundary, so that a value the
/// optimiser would otherwise treat as a constant (a count, a choice) is only
/// known at run time.
int64_t benchmark_opaque(int64_t value);

#endif
