// Depends on every framework stand-in, so one product builds them all; it declares
// nothing. Import each framework by its own name, as on iOS.
