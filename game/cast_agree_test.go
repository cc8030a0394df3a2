package game
