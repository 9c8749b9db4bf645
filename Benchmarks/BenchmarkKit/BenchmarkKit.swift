// SKELETON: measurement lands here.
import TesseraCore
