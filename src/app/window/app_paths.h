#pragma once
// Where the shipped data lives: next to an installed binary (share/disklab/...) or, when run
// from a build tree, in the source tree it was built from.

#include <QString>

namespace disklab {

/// The folder of shipped scenario files; empty if none is found. GUI thread.
QString scenariosDirectory();
/// The folder of the user documentation; empty if none is found. GUI thread.
QString documentationDirectory();

} // namespace disklab
