// The geometry (`Rect`, `Point`, `Size`, `EdgeInsets`) and the designer's pictures (`DesignBitmap`) live in the leaf
// target LabGeometry, under the drawing and SDL layers too, so an edit of the avoidance core never rebuilds the
// renderer. Every target that imports the core sees them through it.
@_exported import LabGeometry
