// Placeholder: the `fluid` command is being written (layout, replay).
print("fluid: not yet implemented")
