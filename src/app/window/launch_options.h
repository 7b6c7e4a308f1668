#pragma once
// The desktop app's command line: a scenario file to open, and hidden options for looking at
// the app and measuring it without a person at the keyboard (screenshots, frame-rate runs;
// docs/user-guide.md shows how they are used).

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace disklab {

class MainWindowHost;

struct LaunchOptions {
    QString file;               ///< scenario to open at start
    bool allowOverlaps = false;
    bool play = false;
    double speed = 0.0;         ///< simulated time per second; 0 keeps the suggested one
    bool colourBySpeed = false;
    bool colourByBondOrder = false;
    bool frameRate = false;     ///< frame-rate overlay
    QList<int> select;          ///< disks to select (trails follow them)
    double zoom = 1.0;          ///< factor applied after the view has fitted the box
    QSize windowSize;
    QString screenshot;         ///< PNG of the window's screen area (with open menus), then quit
    int menu = -1;              ///< menu bar entry to pop up before the screenshot
    int afterMs = 2000;         ///< when to take the screenshot
    double measureSeconds = 0;  ///< measure the frame rate this long after a warm-up, print, quit
    bool edit = false;          ///< open edit mode; --select selects in the edited scenario
    bool compare = false;       ///< open comparison mode (playing with --play); the screenshot shows it
    QStringList docks;          ///< docks to show by object name, e.g. eventLogDock
    QString tab;                ///< the tab to bring forward in every tab widget that has one of this text, e.g. Scenario
    bool lesson = false;        ///< turn Lesson Mode on
    QString lessonPanel;        ///< Lesson Mode's second panel: none, speedDistribution or pressureVolume (turns it on)
    bool scaling = false;       ///< start the scaling measurement
    bool forceMethods = false;  ///< start the force-method measurement
    QString screenshotDock;     ///< the screenshot shows only this dock (object name), drawn by itself
    bool examples = false;      ///< open File > Browse Examples (the screenshot shows it over the window)
    QString generator;          ///< open File > New from Generator with this kind selected
    QString switchLanguage;     ///< once settled, switch to this language live ("" none; "system", "en", "zh_CN", "ja")
    bool switchesLanguage() const { return !switchLanguage.isEmpty(); }
};

/// Parses `arguments` (argv). Handles --help and --version itself (prints and exits);
/// --list-examples is answered before (terminal_answers.h) and only listed here.
LaunchOptions parseLaunchOptions(const QStringList& arguments);

/// Carries the options out on the host's shown window. GUI thread.
void applyLaunchOptions(MainWindowHost& host, const LaunchOptions& options);

} // namespace disklab
