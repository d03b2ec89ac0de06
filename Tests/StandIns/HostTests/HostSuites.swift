import Testing

/// The suites that run the real host on the stand-in UIKit, one test at a time: the stand-in's
/// animation clock (`StandInAnimations`) and its count of transactions are one for the whole
/// process, and a test that holds animations across its awaits must neither see another
/// test's nor hand its own to it. Every suite of this target that makes a host belongs here;
/// the one other test that makes hosts in the same process, the shelf's deep links during an
/// animation (FlowsCLITests), is an XCTest test, which never runs beside these.
@Suite(.serialized) enum HostSuites {}
