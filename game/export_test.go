package game

// FollowAxis is followAxis, for the external tests.
var FollowAxis = followAxis
