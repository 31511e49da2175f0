// CPrefetch is header-only (`cp_prefetch` is inline); SwiftPM wants one source file.
#include "CPrefetch.h"
