#pragma once
// What every DiskLab GUI process sets up before its first window: names (they key QSettings),
// version, icon and the interface language (the one chosen in View ▸ Language, else the
// system locale's).

class QApplication;
class QCoreApplication;

namespace disklab {

/// Registers the icons compiled into this static library (a linker drops them otherwise).
/// Idempotent; MainActions calls it, so tests that make windows get icons too. GUI thread.
void initialiseResources();

/// Names, version and translation without a display: what `disklab --help` and `--version`
/// need. Call once, right after constructing the application.
void configureTerminalApplication(QCoreApplication& application);

/// All of the above plus the window icon and the desktop entry's name. Call once, right after
/// constructing the QApplication. GUI thread.
void configureApplication(QApplication& application);

} // namespace disklab
