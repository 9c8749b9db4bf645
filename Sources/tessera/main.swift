// SKELETON: the command line lands here.
print("tessera: not yet")
