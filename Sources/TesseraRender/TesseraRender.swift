// SKELETON: the SVG writer lands here.
import TesseraCore
