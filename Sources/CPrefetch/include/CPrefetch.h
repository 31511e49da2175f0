#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to bring the cache line at an address closer, without waiting for it:
/// a hint that never faults and never blocks, which Swift cannot express. For a loop that
/// will read scattered memory a little later, such as a hash table's slot for a key just read.
static inline void cp_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
