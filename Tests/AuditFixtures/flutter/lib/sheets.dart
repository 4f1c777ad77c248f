import 'package:flutter/material.dart';

void showRename(BuildContext context) {
  showModalBottomSheet<void>(
    context: context,
    builder: (context) => const Padding(
      padding: EdgeInsets.all(16),
      child: TextField(autofocus: true),
    ),
  );
}

void showComment(BuildContext context) {
  showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    builder: (context) => Padding(
      padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
      child: SingleChildScrollView(child: Column(children: const [TextField()])),
    ),
  );
}
