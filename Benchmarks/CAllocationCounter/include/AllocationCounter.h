// SKELETON: the malloc/free counter lands here.
