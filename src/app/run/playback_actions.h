#pragma once
// The window's playback actions that the run controls show as buttons. The window owns them
// (its menus and toolbar show the same ones) and hands them to the run controls, so that they
// depend on the actions alone and not on the window that makes them.

class QAction;

namespace disklab {

struct PlaybackActions {
    QAction* playPause;
    QAction* stepEvent;
    QAction* stepFrame;
    QAction* reset;
};

} // namespace disklab
