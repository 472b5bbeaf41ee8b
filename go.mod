module majlis

go 1.24
