// disklab: the desktop application. Everything but creating the application and its main
// window lives in the disklab_app library, where the tests can reach it.
#include "app/files/crash_recovery.h"
#include "app/window/application_setup.h"
#include "app/window/launch_options.h"
#include "app/window/main_window.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication application(argc, argv);
    disklab::configureApplication(application);
    const disklab::LaunchOptions options = disklab::parseLaunchOptions(QApplication::arguments());
    disklab::MainWindow window;
    window.show();
    disklab::applyLaunchOptions(window, options);
    disklab::CrashRecovery recovery(window.document(), disklab::CrashRecovery::defaultDirectory());
    recovery.offerRestore(&window);
    return QApplication::exec();
}
