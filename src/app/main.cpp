// disklab: the desktop application. Everything but creating the application and its main
// window lives in the disklab_app library, where the tests can reach it.
#include "app/files/crash_recovery.h"
#include "app/window/application_setup.h"
#include "app/window/launch_options.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "app/window/terminal_answers.h"

#include <QApplication>

namespace {

QStringList commandLine(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

} // namespace

int main(int argc, char** argv)
{
    if (disklab::answersInTerminal(commandLine(argc, argv))) {
        // Without a QApplication, which would need a display.
        QCoreApplication terminal(argc, argv);
        disklab::configureTerminalApplication(terminal);
        return disklab::answerInTerminal(QCoreApplication::arguments());
    }
    QApplication application(argc, argv);
    disklab::configureApplication(application);
    const disklab::LaunchOptions options = disklab::parseLaunchOptions(QApplication::arguments());
    disklab::MainWindowHost host;
    host.window().show();
    disklab::applyLaunchOptions(host, options);
    // The document outlives language switches (each new window takes it over), so recovery
    // can watch it for the whole session.
    disklab::CrashRecovery recovery(host.window().document(), disklab::CrashRecovery::defaultDirectory());
    recovery.offerRestore(&host.window());
    return QApplication::exec();
}
