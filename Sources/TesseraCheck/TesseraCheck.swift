// SKELETON: the property-testing engine lands here.
import TesseraCore
