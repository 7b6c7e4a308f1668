#pragma once
// A warning for something the simulation thread reported, shown without a nested event loop:
// QMessageBox::warning would run one inside the slot that received the report, and whatever
// that loop delivers meanwhile (the next report, a language switch rebuilding the window) could
// delete the very window the slot belongs to. This box is window-modal, opens and returns, and
// goes with its parent.

class QString;
class QWidget;

namespace disklab {

/// Opens a warning box over `parent` and returns at once; the box deletes itself when closed.
void openWarning(QWidget* parent, const QString& title, const QString& message);

} // namespace disklab
