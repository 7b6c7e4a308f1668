#pragma once
// Where the shipped data lives. An installed DiskLab finds it relative to its own program,
// <prefix>/bin/../share/disklab/<folder>, so the installation can be moved to any prefix and
// needs no build or source tree. A program run from the build tree (developers, the tests)
// reads the source tree it was built from instead. This is the one place that decides it.

#include <QString>

namespace disklab {

/// The folder of shipped data named `folder` ("scenarios", "docs", ...): the installation's
/// share/disklab/<folder>, or <source>/<folder> for a program in the build tree; empty if it
/// does not exist. Needs a QCoreApplication.
QString shippedDataDirectory(const QString& folder);

/// The folder of shipped scenario files (DISKLAB_SCENARIOS_DIR overrides it); empty if none.
QString scenariosDirectory();
/// The folder of the user documentation; empty if none is found.
QString documentationDirectory();

} // namespace disklab
