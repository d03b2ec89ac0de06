import Testing

/// The suites that run the real host on the stand-in UIKit, one test at a time: the stand-in's
/// animation clock (`StandInAnimations`) and its count of transactions are one for the whole
/// process, and a test that holds animations across its awaits must neither see another
/// test's nor hand its own to it.
@Suite(.serialized) enum HostSuites {}
