// SKELETON: tests land with their target.
import Testing
