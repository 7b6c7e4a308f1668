#pragma once
// What a left-button drag does on the simulation view in edit mode.

namespace disklab {

enum class EditTool {
    Select,    ///< click, Shift+click, rubber band; drag selected disks to move them
    AddDisk,   ///< click to add a disk like the selected (or last) one
    Velocity,  ///< drag an arrow out of a disk to set its velocity
    Wall       ///< drag to draw an interior wall
};

} // namespace disklab
