// Counts heap allocations by interposing the allocator entry points in the
// benchmark executable: the dynamic linker binds every library's calls to
// these definitions, which count and forward to glibc's own implementations
// (__libc_malloc and friends, exported by glibc). Linux/glibc only; elsewhere
// the counter sees nothing, which the benchmark detects (a probe allocation
// that must be counted) and then reports allocations as not measured.
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <errno.h>

static atomic_bool counting = false;
static atomic_uint_fast64_t count = 0;

void allocation_counter_start(void) {
  atomic_store(&count, 0);
  atomic_store(&counting, true);
}

uint64_t allocation_counter_stop(void) {
  atomic_store(&counting, false);
  return atomic_load(&count);
}

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static inline void tally(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) { tally(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { tally(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { tally(); return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { tally(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { tally(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
  tally();
  void *p = __libc_memalign(alignment, size);
  if (p == NULL) return ENOMEM;
  *out = p;
  return 0;
}
#endif

// The benchmark's sink: a store to a volatile global the optimiser must keep.
static volatile double sunk = 0;
void benchmark_sink(double value) { sunk = sunk + value; }

static volatile int64_t opaque_offset = 0;
int64_t benchmark_opaque(int64_t value) { return value + opaque_offset; }
