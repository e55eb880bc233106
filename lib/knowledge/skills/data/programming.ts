/**
 * Curated overlay for widely used programming, query and markup languages. Rows merge onto the
 * linguist-languages entries of the same name (extra aliases, difficulty, premium, related).
 * Premiums are estimates (Stack Overflow Developer Survey 2024 salary medians relative to the overall median).
 * Format: see software.ts.
 */
export const PROGRAMMING = `
## programming_language|Mainstream languages|3
JavaScript|JS,ECMAScript,ES6,ES2015,Vanilla JS|2|2|TypeScript;Node.js;React;HTML;CSS
TypeScript|TS|3|5|JavaScript;Node.js;React;Angular
Python|Python 3,Python3,Py|2|5|Django;Flask;Pandas;NumPy
Java|Java 8,Java 11,Java 17,Java 21,Core Java,Java SE|3|4|Spring Boot;Kotlin;Maven
Kotlin||3|5|Java;Android SDK
C#|C Sharp,CSharp,C-Sharp|3|4|.NET;ASP.NET
C++|CPP,C plus plus,Modern C++,C++11,C++17,C++20|4|6|C;CMake
C|ANSI C,C99,C11|4|4|C++;Embedded systems
Go|Golang,Go lang|3|9|Docker;Kubernetes;gRPC
Rust|Rust lang,Rustlang|5|10|C++;WebAssembly
Swift||3|6|iOS development;SwiftUI
Objective-C|ObjC,Obj-C|3|iOS development
Ruby||2|3|Ruby on Rails
PHP|PHP 7,PHP 8|2|Laravel;Symfony;WordPress
Scala||4|9|Apache Spark;Akka;Java
Elixir||3|7|Erlang;Phoenix Framework
Erlang||4|6|Elixir
Haskell||5|5
Clojure||4|9
F#|F Sharp,FSharp|4|5
OCaml||4
Dart||2|3|Flutter
R|R programming,R language,Rlang,R Studio|3|3|Statistics;ggplot2;Tidyverse
Julia||3|5
MATLAB|Matlab|3|MATLAB
Perl||3|3
Lua||2
Groovy||2
Shell|Shell script,Unix shell,sh|2|Bash;Linux
PowerShell|Posh|2
Visual Basic .NET|VB.NET,VB .NET|2
VBA|Visual Basic for Applications,Excel macros|2|Microsoft Excel
COBOL||3|8
Fortran||4
Assembly|Assembler,ASM,x86 assembly,ARM assembly|5
Solidity||3|8|Ethereum;Smart contracts
Apex|Salesforce Apex|3|6|Salesforce
ABAP|SAP ABAP programming|3|7|SAP
Elm||3
Zig||4
Nim||3
Crystal||3
Prolog||4
Lisp|Common Lisp|4
Scheme||4
Racket||4
Smalltalk||3
Delphi|Object Pascal|3
Pascal||2
Ada||4
VHDL||4|FPGA
Verilog|SystemVerilog|4|FPGA
Bash|Bash scripting|2|Linux;Shell
SAS|SAS language|3
Mojo||3
## database|Query languages|2
SQL|Structured Query Language|2|4|PostgreSQL;MySQL
PLSQL|PL/SQL,Oracle PL/SQL|3|Oracle Database
TSQL|T-SQL,Transact-SQL|2|Microsoft SQL Server
PLpgSQL|PL/pgSQL|3|PostgreSQL
GraphQL||2|3|GraphQL APIs;Apollo Client
Cypher|Cypher Query Language|2|Neo4j
SPARQL||3
## framework|Markup and data formats|1
HTML|HTML5,HTML 5|1|CSS;JavaScript
CSS|CSS3,CSS 3|2|HTML;Sass
XML||1
JSON||1
YAML|YML|1
Markdown|MD|1
LaTeX|Latex,TeX|2
Protocol Buffer|Protocol Buffers,protobuf|2|gRPC
HCL|HashiCorp Configuration Language|2|Terraform
Dockerfile||1|Docker
Jupyter Notebook|ipynb|1
`;
