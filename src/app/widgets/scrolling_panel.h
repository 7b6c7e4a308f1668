#pragma once
// Long panels inside docks scroll rather than set the window's minimum height: a window that
// cannot shrink below its panels' full height does not fit a 1366 x 768 classroom screen.

class QWidget;

namespace disklab {

/// `content` in a frameless scroll area that takes its size from the content while there is
/// room and shows scroll bars only when the dock is made smaller than that.
QWidget* inScrollArea(QWidget* content);

/// The same, scrolling up and down only: the area is never narrower than the content needs, so
/// a panel of large readings keeps every reading whole across.
QWidget* inVerticalScrollArea(QWidget* content);

} // namespace disklab
