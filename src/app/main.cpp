// disklab: the desktop application. Everything but creating the application and its main
// window lives in the disklab_app library, where the tests can reach it.
#include "app/window/application_setup.h"
#include "app/window/launch_options.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication application(argc, argv);
    disklab::configureApplication(application);
    const disklab::LaunchOptions options = disklab::parseLaunchOptions(QApplication::arguments());
    disklab::MainWindowHost host;
    host.window().show();
    disklab::applyLaunchOptions(host, options);
    return QApplication::exec();
}
