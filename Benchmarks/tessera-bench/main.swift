// SKELETON: the benchmark executable lands here.
print("tessera-bench: not yet")
