// SKELETON: the malloc/free counter lands here.
#include "AllocationCounter.h"
