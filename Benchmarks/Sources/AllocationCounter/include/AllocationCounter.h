#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, memalign,
/// posix_memalign, aligned_alloc) made by any thread.
void allocation_counter_start(void);

/// Stops counting and returns how many allocations were made since the start.
uint64_t allocation_counter_stop(void);

#endif
